# reverse_each and step without a lambda return Iterators: functions iterate them, Array() and a
# splat unroll them, interpolation shows their type. (Each Iterator is used once: Puppet's are
# stateful and may yield nothing the second time.)
notify { 'arrays':
  message => [Array([1, 2, 3].reverse_each), [*[1, 2, 3, 4, 5].step(2)], [1, 2, 3].reverse_each.map |$x| { $x * 10 }, [1, 2, 3, 4, 5].step(2).filter |$x| { $x > 1 }],
}
notify { 'text': message => ["${[1, 2, 3].reverse_each}", String([1, 2].reverse_each), [1].reverse_each =~ Iterator[Integer], [1].reverse_each =~ Array] }
notify { 'chained': message => Array(10.reverse_each.step(3)) }
[1, 2, 3].reverse_each.each |$x| { notify { "each-${x}": } }
