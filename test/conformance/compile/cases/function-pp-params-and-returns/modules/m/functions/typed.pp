function m::typed(Variant[String, Integer] $x, Array[String] *$more) >> Array {
  [$x] + $more
}
