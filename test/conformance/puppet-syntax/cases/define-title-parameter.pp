define a($title) { }
