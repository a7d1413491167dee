class a inherits 1 {}
