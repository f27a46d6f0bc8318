"""`python -m stablehlo_cc` is the `stablehlo-cc` command."""

import sys

from .cli import main

sys.exit(main())
