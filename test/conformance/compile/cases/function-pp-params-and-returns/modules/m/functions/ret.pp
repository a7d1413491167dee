function m::ret(Integer $x) >> Integer {
  if $x > 1 { return($x * 10) }
  unless $x > 0 { return(-1) }
  $x
}
