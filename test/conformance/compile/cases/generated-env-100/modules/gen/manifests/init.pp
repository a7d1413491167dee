class gen {
  include gen::c0
  include gen::c1
}
