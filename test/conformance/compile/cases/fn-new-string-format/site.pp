notify { 'formats 1': message => [String(-255, '%x'), String(255, '%+x'), String(-5, '%o'), String(-5, '%b'), String(5, '%05d'), String(-5, '%05d')] }
notify { 'formats 2': message => [String(3.14159, '%e'), String(1234.5, '%g'), String(0.0001234, '%g'), String(1e20, '%g'), String(12, '%s'), String(12, '%#s')] }
notify { 'formats 3': message => [String(12, '%5s'), String(1.5, '%s'), String(1.5, '%d'), String(65, '%c'), String('hello', '%p'), String('hello', '%#p')] }
notify { 'formats 4': message => [String('hello', '%.3s'), String('hello', '%-8s'), String('hello world', '%c'), String('a::b', '%C'), String('ab', '%u'), String(' x ', '%t')] }
notify { 'formats 5': message => [String(true, '%y'), String(false, '%T'), String(true, '%#Y'), String(true, '%d'), String(undef, '%u'), String(undef, '%d')] }
notify { 'formats 6': message => [String(default, '%D'), String(/ab/, '%p'), String(12, { Integer => '%x' }), String(12, { Numeric => '%x', Integer => '%o' }), String('x', { Integer => '%x' }), String(255, '%#o')] }
notify { 'formats 7': message => [String(255, '%#b'), String(255, '%B'), String(255, '%X'), String(1.0, '%f'), String(2.5, '%.0f'), String(3.5, '%.0f')] }
notify { 'formats 8': message => [String(1e25, '%f'), String(-0.0, '%f'), String(255, '% d'), String(1.5, '%+.1f'), String(12, '%.5d'), String(-255, '%.6x')] }
notify { 'formats 9': message => [String(100000000000000000000.0, '%g'), String(123456789.0, '%e')] }
notify { 'containers 1': message => [String([1,'a',undef], '%a'), String([1,'a'], '%(a'), String([1,'a'], '%<a'), String([1,'a'], '%|a'), String([1,'a'], '% a'), String([1,[2,'b']], '%(a')] }
notify { 'containers 2': message => [String({a=>1}, '%a'), String({a=>[1]}, '%(h'), String({a=>1}, '%s'), String({a=>1}, '%[h'), String([1.5, true, default, /x/], '%p'), String([1, {a=>[2]}], '%[s')] }
notify { 'containers 3': message => [String([1,2], { Array => '%(a', Integer => '%x' }), String([], '%(a'), String({}, '%(h'), String([1], '%+a')] }
