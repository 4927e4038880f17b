"""The one thing pyproject.toml can't say: the top-level resources/ folder is installed as the
app.resources package's data, so wheels carry it where app.assets looks (next to the code)."""

from setuptools import find_namespace_packages, setup

setup(
    # resources/ and its folders, each a package of data (setuptools asks every importable folder named)
    packages=[*find_namespace_packages(include=["rules*", "app*"]), "app.resources",
              *(f"app.resources.{p}" for p in find_namespace_packages(where="resources"))],
    package_dir={"app.resources": "resources"},
    package_data={"rules": ["data/*.json"], "app": ["translations/*"], "app.resources": ["**/*"]},
)
