"""The StableHLO interpreter tests as a conformance suite for stablehlo_cc (see runner)."""
