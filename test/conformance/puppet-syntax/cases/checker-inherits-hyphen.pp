class a inherits B-c {}
