class a inherits b::c {}
