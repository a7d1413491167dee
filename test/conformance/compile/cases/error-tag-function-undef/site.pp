class c {
  tag('ok')
  tag('fine', undef)
}
include c
