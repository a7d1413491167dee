define foo::x ($a b) { }
