function text(String $s) >> String { $s }
define d(String $x) {}
d { 'a':
  x => Deferred('text', [1]),
}
