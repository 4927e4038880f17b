"""The frozen app's entry point (PyInstaller runs this file as a script)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # Hard's search workers are this executable started again (spawn): freeze_support() turns such a
    # start into the worker, before the app is even imported.
    multiprocessing.freeze_support()
    from app.main import main

    sys.exit(main())
