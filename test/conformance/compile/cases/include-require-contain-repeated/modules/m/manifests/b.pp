class m::b { contain m::a  include m::a  notify { 'b': } tag 'btag' }
