notify { 'file': message => file('m1/one.txt') }
notify { 'file nested': message => file('m1/sub/two.txt') }
notify { 'file first found': message => file('m1/missing.txt', 'm2/none.txt', 'm1/one.txt') }
notify { 'file absolute': message => file(find_file('m1/one.txt')) }
notify { 'find_file': message => find_file('m1/one.txt').split('/')[-4, 4] }
notify { 'find_file array': message => find_file(['m1/nope', 'm1/sub/two.txt']).split('/')[-5, 5] }
notify { 'find_file directory': message => find_file('m1/sub').split('/')[-4, 4] }
notify { 'find_file missing': message => [find_file('m1/nope') =~ Undef, find_file('nomodule/x') =~ Undef, find_file('m1') =~ Undef, find_file() =~ Undef] }
notify { 'find_template': message => find_template('m1/t.epp').split('/')[-4, 4] }
notify { 'find_template missing': message => [find_template('m1/one.txt') =~ Undef, find_template('m2/x.epp') =~ Undef] }
notify { 'module_directory': message => module_directory('nope', 'm2').split('/')[-2, 2] }
notify { 'module_directory array': message => module_directory(['m1']).split('/')[-2, 2] }
notify { 'module_directory missing': message => module_directory('nope') =~ Undef }
