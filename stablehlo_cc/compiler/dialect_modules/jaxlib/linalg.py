"""jaxlib has no `linalg` dialect module: this empty one ends the search (see __init__)."""
