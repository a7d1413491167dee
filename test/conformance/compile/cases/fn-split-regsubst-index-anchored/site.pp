# split, regsubst and index with patterns anchored by \A (and \Z) that have nested repetition:
# Ruby runs them; the translation without the anchor's look-behind is exact here.
notify { 'split line anchored': message => "a.b.c\nx.y".split(/\A(\w+\.)+\w+$/) }
notify { 'split string pattern': message => "a.b.c\nx.y".split('\A(\w+\.)+\w+$') }
notify { 'split no match': message => "-a.b".split(/\A(\w+\.)+\w+$/) }
notify { 'split Z': message => "ab cd\n".split(/\A(\w+\s?)*\Z/) }
notify { 'split unmatched group': message => 'abcb'.split(/(x)?b/) }
notify { 'split empty matches': message => 'abc'.split(/b?/) }
notify { 'regsubst first': message => "ab\nab".regsubst(/\A(a|b)+$/, '<\1>') }
notify { 'regsubst global': message => "ab\nab".regsubst(/\A(a|b)+$/, '<\0>', 'G') }
notify { 'regsubst string pattern': message => regsubst("keyserver.ubuntu.com\nx", '\A((hkp|hkps|http|https):\/\/)?([a-z\d])([a-z\d-]{0,61}\.)+[a-z\d]+(:\d{2,5})?(\/[a-zA-Z\d\-_.]+)*\/?$', '[\4]', 'G') }
notify { 'regsubst Z': message => regsubst("x:aa a\n", '\A(\w+:)?(a+)(\s+(\w+:)?(a+))*\Z', '<\2|\5>') }
notify { 'regsubst named': message => regsubst('a.b.c', '\A(?<first>\w+)(\.\w+)+$', '\k<first>!') }
notify { 'regsubst no match': message => regsubst('xab', '\A(a|b)+$', 'Y', 'G') }
notify { 'index': message => "ab\nab".index(/\A(a|b)+$/) }
notify { 'index none': message => "xab\nab".index(/\A(a|b)+$/) =~ Undef }
notify { 'match': message => 'hkp://keyserver.ubuntu.com:80/pks'.match(/\A((hkp|hkps|http|https):\/\/)?([a-z\d])([a-z\d-]{0,61}\.)+[a-z\d]+(:\d{2,5})?(\/[a-zA-Z\d\-_.]+)*\/?$/) }
