define foo::baz { }
