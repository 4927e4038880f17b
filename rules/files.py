"""Reading files people hand us (saves, scenarios, settings) without trusting them.

Only regular files are read (a FIFO would block for ever, ``/dev/zero`` never ends), never more
than a bound, as UTF-8 with or without a BOM; JSON is parsed without NaN or Infinity, with
integers of bounded length and bounded nesting, so that every later step (checksum, structuring)
works on data of a sane size. Every failure is one ``FileProblem`` whose message is one line.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from rules.i18n import N_

MAX_DEPTH = 48  # a save nests about ten deep; the parser itself gives up near a thousand
MAX_INT_DIGITS = 64  # the largest number a save holds is a keyed generator state (193 bits: 59 digits)
MAX_TEXT = 120  # characters of file-borne text quoted in a message


def one_line(text: object, limit: int = MAX_TEXT) -> str:
    """``text`` fit to quote in a one-line message: every character that could break or hide a
    line is escaped, and long text is cut."""
    s = "".join(c if c.isprintable() else repr(c)[1:-1] for c in str(text))
    return s if len(s) <= limit else s[: limit - 1] + "…"


class FileProblem(ValueError):
    """A file that can't be used; ``template`` is marked for translation and ``fields`` fill it
    (already made one-line), so a message is ``tr(template).format(**fields)``."""

    def __init__(self, template: str, **fields: object) -> None:
        fields = {k: one_line(v) if isinstance(v, str) else v for k, v in fields.items()}
        super().__init__(template.format(**fields))
        self.template, self.fields = template, fields


def read_text(path: str | Path, max_bytes: int, too_large: str) -> str:
    """The text of the regular file at ``path``; FileProblem(too_large) beyond ``max_bytes``."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)  # non-blocking: opening a FIFO must not wait for a writer
    except FileNotFoundError:
        raise FileProblem(N_("no such file: {path}"), path=str(path)) from None
    except (OSError, ValueError) as e:  # ValueError: a path with a NUL character
        raise FileProblem(N_("can't read {path}: {error}"), path=str(path),
                          error=getattr(e, "strerror", None) or str(e)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise FileProblem(N_("can't read {path}: not a regular file"), path=str(path))
        chunks, size = [], 0
        while size <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as e:
        raise FileProblem(N_("can't read {path}: {error}"), path=str(path), error=e.strerror or str(e)) from None
    finally:
        os.close(fd)
    if size > max_bytes:
        raise FileProblem(too_large)
    try:
        return b"".join(chunks).decode("utf-8-sig")  # a BOM is what some editors put first
    except UnicodeDecodeError:
        raise FileProblem(N_("can't read {path}: not UTF-8 text"), path=str(path)) from None


class _Beyond(ValueError):
    pass


def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise _Beyond
    return int(digits)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_json(text: str) -> Any:
    """The JSON value in ``text``; FileProblem when it is not JSON or beyond the bounds."""
    try:
        data = json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except (_Beyond, RecursionError):
        raise FileProblem(N_("the file holds a number too large or data nested too deeply")) from None
    except ValueError:
        raise FileProblem(N_("the file is not valid JSON (truncated or corrupted)")) from None
    if not _depth_within(data, MAX_DEPTH):
        raise FileProblem(N_("the file holds a number too large or data nested too deeply"))
    return data


def _depth_within(data: Any, limit: int) -> bool:
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            if depth > limit:
                return False
            stack.extend((v, depth + 1) for v in value)
    return True
