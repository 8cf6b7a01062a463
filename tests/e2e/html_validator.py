"""The Nu HTML Checker (vnu, the W3C's validator) over files, in one JVM for all of them.

`make validator` installs the checker's jar from the npm registry (package `vnu-jar`,
pinned in the Makefile) into .tools/vnu; VNU_JAR names another copy. It needs Java 17 or
newer: the `java` on PATH, or else the runtime the package's install script downloads where
there is none (when it can reach GitHub). ``validator_unavailable()`` says why it cannot run
here, ready for ``pytest.skip``.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import unquote, urlsplit

from tests.e2e.server import PROJECT_ROOT

# Where `make validator` installs the jar (npm's own layout under its own prefix, so that
# installing it and bun, each with --no-save, never removes the other).
NODE_MODULES = PROJECT_ROOT / ".tools" / "vnu" / "node_modules"
JAR = Path(os.environ.get("VNU_JAR") or NODE_MODULES / "vnu-jar" / "build" / "dist" / "vnu.jar")
# The Java runtime the package's install script downloads when the machine has none.
DOWNLOADED_JAVA = NODE_MODULES / ".cache" / "vnu-jar" / "java"
MINIMUM_JAVA = 17
# Seconds for one run over every page (about 400 take half a minute on two busy cores).
TIMEOUT_S = 600


@dataclasses.dataclass(frozen=True)
class Message:
    """One message of the checker: its type ('error', 'info' with subType 'warning', ...)."""

    type: str
    message: str
    file: str
    line: int | None = None
    extract: str = ""

    @property
    def is_error(self) -> bool:
        # 'non-document-error': the checker could not read or parse a file at all.
        return self.type in {"error", "non-document-error"}

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.message}" + (f" [{self.extract.strip()}]" if self.extract else "")


def _java_major(version_output: str) -> int | None:
    found = re.search(r'version "(\d+)(?:\.(\d+))?', version_output)
    if not found:
        return None
    major = int(found.group(1))
    # Java 8 and older call themselves 1.x.
    return int(found.group(2) or 0) if major == 1 else major


def _java() -> tuple[str | None, str]:
    """A Java runtime new enough for the checker, or None and what was found instead."""
    found = "no java on PATH"
    candidates = [shutil.which("java"), *map(str, sorted(DOWNLOADED_JAVA.glob("*/bin/java")))]
    for java in filter(None, candidates):
        version = subprocess.run([java, "-version"], capture_output=True, text=True, timeout=60)
        said = (version.stderr + version.stdout).strip()
        major = _java_major(said)
        if major is not None and major >= MINIMUM_JAVA:
            return java, said
        found = f"{java} -version says: {said.splitlines()[0] if said else '(nothing)'}"
    return None, found


def validator_unavailable() -> str | None:
    """None if the checker can run here, otherwise the reason."""
    if not JAR.is_file():
        return f"its jar is not at {JAR} (`make validator` installs it; VNU_JAR names another)"
    java, found = _java()
    if java is None:
        return (
            f"it needs Java {MINIMUM_JAVA}+ and finds none ({found}; "
            "apt-get install -y openjdk-17-jre-headless)"
        )
    return None


def check(files: list[Path], root: Path) -> list[Message]:
    """Every message of the checker on `files` (HTML), in one run; each message names its
    file relative to `root`."""
    if not files:
        return []
    result = subprocess.run(
        [_java()[0] or "java", "-jar", str(JAR), "--format", "json", "--stdout", "--exit-zero-always",
         "--html", *map(str, files)],
        capture_output=True, text=True, timeout=TIMEOUT_S,
    )  # fmt: skip
    try:
        report = json.loads(result.stdout)
    except json.JSONDecodeError as error:
        raise RuntimeError(
            f"the checker did not answer in JSON ({error}); exit {result.returncode}, "
            f"stderr: {result.stderr[-2000:]}"
        ) from None
    return [_message(item, root) for item in report.get("messages", [])]


def _message(item: dict, root: Path) -> Message:
    url = item.get("url", "")
    path = Path(unquote(urlsplit(url).path)) if url.startswith("file:") else Path(url)
    try:
        name = str(path.relative_to(root))
    except ValueError:
        name = str(path)
    return Message(
        type=item.get("type", ""),
        message=item.get("message", ""),
        file=name,
        line=item.get("lastLine"),
        extract=item.get("extract", ""),
    )
