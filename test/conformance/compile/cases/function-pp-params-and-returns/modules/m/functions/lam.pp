function m::lam(Integer $n) {
  [1,2,$n].map |$x| { $x + 1 }
}
