class x(String $s, Integer $i, String $f = lookup('x::f')) {
  notify { "s=${s} i=${i} f=${f}": }
}
include x
