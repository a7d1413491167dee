class a inherits B {}
