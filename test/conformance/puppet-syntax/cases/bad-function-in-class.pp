class foo { function foo::f() { } }
