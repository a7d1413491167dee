define d(String $a, $b, $c = $a) {}
notify { 'before': }
d { 't':
  x => 1,
  a => 3,
}
