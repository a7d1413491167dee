# A function meant for the agent (a Deferred call): the catalog only names it.
Puppet::Functions.create_function(:'vault::lookup') do
  dispatch :lookup do
    required_param 'String', :path
    optional_param 'String', :field
    return_type 'Sensitive[String]'
  end

  dispatch :lookup_with_options do
    required_param 'Hash', :options
    return_type 'Sensitive'
  end

  def lookup(path, field = 'value')
    Puppet::Pops::Types::PSensitiveType::Sensitive.new("#{path}/#{field}")
  end

  def lookup_with_options(options)
    Puppet::Pops::Types::PSensitiveType::Sensitive.new(options.to_s)
  end
end
