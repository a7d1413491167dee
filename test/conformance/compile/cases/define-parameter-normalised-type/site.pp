define d(Array[Any, 2] $p) {
  notify { $title: message => $p }
}
d { 'x': p => [1] }
