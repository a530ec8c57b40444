"""The Typer application and the entry point that turns every user mistake into one line."""

from __future__ import annotations

import os
import sys

import typer

from bridgecraft.core import BridgeError

__all__ = ["app", "main", "run"]

app = typer.Typer(
    name="bridgecraft",
    help="Contract bridge, exactly per the Laws.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    try:
        status = app(args=argv, standalone_mode=False)
        sys.stdout.flush()  # a full disk or a closed pipe shows here, not at exit
    except BrokenPipeError:
        # The reader went away (``| head``): stop quietly, as Unix tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except OSError as error:
        reason = (error.strerror or str(error)).lower()
        where = f"cannot use {error.filename!r}" if error.filename else "cannot write the output"
        typer.echo(f"error: {where}: {reason}", err=True)
        return 2
    except BridgeError as error:
        typer.echo(f"error: {_shortened(str(error))}", err=True)
        return 2
    except typer.Exit as done:
        return done.exit_code
    except typer.TyperException as error:
        if type(error).__name__ == "NoArgsIsHelpError":  # bare "bridgecraft": show the help
            typer.echo(error.format_message())
            return 0
        typer.echo(
            f"error: {_usage_message(error, sys.argv[1:] if argv is None else argv)}", err=True
        )
        return 2
    except typer.Abort:
        typer.echo("error: aborted", err=True)
        return 1
    except KeyboardInterrupt:  # Ctrl-C outside a command (Typer makes it exit 130 in one)
        typer.echo("Interrupted.", err=True)
        return 130
    return status if isinstance(status, int) else 0


_LONGEST_MESSAGE = 600
"""The longest error line printed whole; a longer one (a 100,000-digit input repeated)
keeps its start and its end."""


def _shortened(message: str) -> str:
    """``message``, or its start and end with the number of characters left out between.

    >>> _shortened("x" * 10)
    'xxxxxxxxxx'
    >>> len(_shortened("invalid contract '" + "4" * 100_000 + "': expected ...")) < 700
    True
    """
    if len(message) <= _LONGEST_MESSAGE:
        return message
    head, tail = _LONGEST_MESSAGE * 2 // 3, _LONGEST_MESSAGE // 3
    left_out = len(message) - head - tail
    return f"{message[:head]}... ({left_out:,} characters left out) ...{message[-tail:]}"


def _usage_message(error: typer.TyperException, argv: list[str]) -> str:
    """Typer's message for a usage mistake, in our style: lower case, and naming the value
    given for a bad option ("invalid value 'abc' for '--seed': input should be ...")."""
    message: str = error.format_message()
    param = getattr(error, "param", None)
    opts = list(getattr(param, "opts", ()) or ())
    given = None
    for position, word in enumerate(argv):
        for opt in opts:
            if opt.startswith("-") and word == opt and position + 1 < len(argv):
                given = argv[position + 1]
            elif opt.startswith("--") and word.startswith(opt + "="):
                given = word[len(opt) + 1 :]
    if given is None:  # an argument: the converter's own error holds the value
        given = _converted_input(error.__cause__)
    prefix = "Invalid value for "
    if message.startswith(prefix):
        name, _, reason = message[len(prefix) :].partition(": ")
        reason = reason.removeprefix("Value error, ")  # pydantic's word for a parser's own
        value = "" if given is None else f" {given!r}"
        return f"invalid value{value} for {name}: {reason[:1].lower()}{reason[1:]}"
    return message[:1].lower() + message[1:]


def _converted_input(cause: BaseException | None) -> str | None:
    """The text a value converter refused, when its error says (Typer converts numbers with
    pydantic, whose ``ValidationError.errors()`` hold each input)."""
    errors = getattr(cause, "errors", None)
    if not callable(errors):
        return None
    try:
        found = errors()
    except Exception:  # any other converter's errors(): no value to name
        return None
    if isinstance(found, list) and found and isinstance(found[0], dict):
        value = found[0].get("input")
        return value if isinstance(value, str) else None
    return None


def run() -> None:
    """Entry point of the ``bridgecraft`` script."""
    sys.exit(main())
