"""The frozen app's entry point (PyInstaller runs this file as a script)."""

import sys

from app.main import main

if __name__ == "__main__":
    sys.exit(main())
