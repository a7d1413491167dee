function foo::f() >> { }
