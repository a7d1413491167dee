class a(*$x) { }
