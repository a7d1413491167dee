class b {
  include a::plain
  include b::sub
}
