# A defined type's key is its name: a `name` other than the title aliases it like a namevar.
define d() {}
d { 'a': name => 'b' }
d { 'b': }
