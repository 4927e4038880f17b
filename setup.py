"""The one thing pyproject.toml can't say: the top-level resources/ folder is installed as the
app.resources package's data, so wheels carry it where app.assets looks (next to the code)."""

from setuptools import find_namespace_packages, setup

setup(
    packages=[*find_namespace_packages(include=["rules*", "app*"]), "app.resources"],
    package_dir={"app.resources": "resources"},
    package_data={"rules": ["data/*.json"], "app": ["translations/*"], "app.resources": ["**/*"]},
)
