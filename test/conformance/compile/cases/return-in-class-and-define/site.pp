# return() and next() end a class or define body where they are called (from the body itself or
# from a lambda in it); what the body declared before stays, what follows is not evaluated.
class early($skip = true) {
  notify { 'early-before': }
  if $skip { return() }
  notify { 'early-after': }
}
class eachy {
  [1, 2, 3].each |$i| {
    if $i == 2 { return('ignored') }
    notify { "eachy-${i}": }
  }
  notify { 'eachy-after': }
}
class nexty {
  notify { 'nexty-before': }
  next()
  notify { 'nexty-after': }
}
class full {
  include early
  notify { 'full-after-early': }
}
define d($stop) {
  notify { "d-${title}-before": }
  if $stop { return(5) }
  notify { "d-${title}-after": }
}
include full
include eachy
include nexty
class { 'early::late': }
class early::late { return() }
d { 'one': stop => true }
d { 'two': stop => false }
notify { 'main-after': }
