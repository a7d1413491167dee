$top = 'T'
class t::c {
  $v = 'V'
  $lv = 'LV'
  notify { 'two': message => template('t/a.erb', 't/b.erb') }
  notify { 'inline': message => inline_template('<%= @v %>-<%= @top %>-<%= [1,2].map { |x| x * 2 }.inspect %>', '|second <%= @lv %>') }
}
include t::c
