class m::b { contain m::a  require m::a  notify { 'b': } tag 'btag' }
