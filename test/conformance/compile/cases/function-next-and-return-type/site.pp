# next() at a function's top ends it with the value (checked against the return type);
# return() skips the return type's check.
function n($x) >> Integer {
  if $x > 0 { next($x * 10) }
  $x - 1
}
function r() >> Integer { return('unchecked') }
function er() >> Integer { [1].each |$i| { return('also unchecked') } 0 }
$l = [1, 2, 3].map |$x| >> Integer { if $x == 2 { next(20) } $x }
notify { 'a': message => [n(1), n(0), r(), er(), $l] }
