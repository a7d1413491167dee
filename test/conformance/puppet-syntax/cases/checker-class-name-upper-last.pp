class a::B {}
