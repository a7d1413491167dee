# A function declaring its parameters but no return type.
Puppet::Functions.create_function(:'vault::plain') do
  dispatch :plain do
    repeated_param 'Integer', :values
  end

  def plain(*values)
    values.join(',')
  end
end
