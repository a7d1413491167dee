class c(Foo $p = 1) { }
include c
