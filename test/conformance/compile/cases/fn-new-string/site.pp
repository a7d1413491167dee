notify { 'scalars': message => [String(1), String(1.5), String(true), String(undef), String(default), String(/ab/), String('x', default)] }
notify { 'containers': message => [String([1, 'a', undef]), String({ 'a' => 1, 'b' => [true] })] }
notify { 'types': message => [String(Integer[1, 2]), String(Optional[String])] }
notify { 'sensitive': message => String(Sensitive(1)) }
notify { 'iterator': message => String([1, 2].reverse_each) }
