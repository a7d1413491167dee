notify { 'array': message => slice([1, 2, 3, 4, 5], 2) }
notify { 'exact': message => slice([1, 2, 3, 4], 2) }
notify { 'hash': message => slice({ 'a' => 1, 'b' => 2, 'c' => 3 }, 2) }
notify { 'string': message => slice('abcde', 2) }
notify { 'integer': message => slice(5, 2) }
notify { 'range': message => slice(Integer[1, 5], 3) }
notify { 'enum': message => slice(Enum['b', 'a', 'c'], 2) }
notify { 'empty': message => [].slice(3) }
notify { 'big': message => [1, 2].slice(10) }
$spread = []
$returned = slice([1, 2, 3, 4, 5], 2) |$a, $b| { notify { "spread ${a} ${b}": } }
notify { 'returned': message => $returned }
slice([1, 2, 3], 2) |$s| { notify { "whole ${s}": message => $s } }
$h = slice({ 'a' => 1, 'b' => 2, 'c' => 3 }, 2) |$x, $y| { notify { "pair ${x} ${y}": message => [$x, $y] } }
notify { 'hash returned': message => $h }
[1, 2, 3, 4, 5, 6].slice(3) |$a, $b, $c| { notify { "three ${a}${b}${c}": } }
slice([1, 2, 3], 2) |*$rest| { notify { "rest ${rest}": message => $rest } }
