function m::opt(String $a, Optional[Integer] $b = undef, *$rest) >> String {
  "${a}-${b}-${rest}"
}
