define a(*$x) { }
