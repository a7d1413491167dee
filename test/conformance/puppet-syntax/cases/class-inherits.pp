class foo inherits foo::params { }
