function m::defaults($a, $b = "${a}x", $c = [$a, $b]) {
  { 'a' => $a, 'b' => $b, 'c' => $c }
}
