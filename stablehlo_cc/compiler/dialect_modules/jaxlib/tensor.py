"""jaxlib has no `tensor` dialect module: this empty one ends the search (see __init__)."""
