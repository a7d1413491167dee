class a inherits B::C {}
