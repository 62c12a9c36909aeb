import CollectionView

/// The scene's texts as a pseudo-language shows them: what the painter, the sizers, `dump` and the
/// audit read (through `SceneContent.shownItem(_:)` and `shownSection(at:)`), never what Save writes.
extension SceneItem {
    /// The item with its title, subtitle, own bound keys and swipe actions' titles as `pseudoLanguage` shows them.
    public func shown(in pseudoLanguage: PseudoLanguage) -> SceneItem {
        guard pseudoLanguage.changesText else { return self }
        var item = self
        item.title = title.map(pseudoLanguage.apply)
        item.subtitle = subtitle.map(pseudoLanguage.apply)
        if !customFields.isEmpty { item.customFields = customFields.mapValues(pseudoLanguage.apply) }
        if !leadingSwipeActions.isEmpty { item.leadingSwipeActions = leadingSwipeActions.map { $0.shown(in: pseudoLanguage) } }
        if !trailingSwipeActions.isEmpty { item.trailingSwipeActions = trailingSwipeActions.map { $0.shown(in: pseudoLanguage) } }
        return item
    }
}

extension SceneSection {
    /// The section with its header and footer texts (the grid's extra ones too) and edit actions'
    /// titles as `pseudoLanguage` shows them; its items as they are (`SceneItem.shown(in:)` turns each).
    public func shown(in pseudoLanguage: PseudoLanguage) -> SceneSection {
        guard pseudoLanguage.changesText else { return self }
        var section = self
        section.headerText = headerText.map(pseudoLanguage.apply)
        section.footerText = footerText.map(pseudoLanguage.apply)
        section.headers = headers.map { var shown = $0; shown.text = pseudoLanguage.apply($0.text); return shown }
        section.footers = footers.map { var shown = $0; shown.text = pseudoLanguage.apply($0.text); return shown }
        section.editActions = editActions?.map { $0.shown(in: pseudoLanguage) }
        return section
    }
}

extension EditAction {
    /// The action with its title as `pseudoLanguage` shows it.
    public func shown(in pseudoLanguage: PseudoLanguage) -> EditAction {
        var action = self
        action.title = pseudoLanguage.apply(title)
        return action
    }
}

extension GlobalHeaderDescription {
    /// The grid's global header with its title and subtitle as `pseudoLanguage` shows them.
    public func shown(in pseudoLanguage: PseudoLanguage) -> GlobalHeaderDescription {
        var header = self
        header.title = pseudoLanguage.apply(title)
        header.subtitle = subtitle.map(pseudoLanguage.apply)
        return header
    }
}

extension DataSourcePlaceholder {
    /// A data source's placeholder with its title, message and button as `pseudoLanguage` shows them.
    public func shown(in pseudoLanguage: PseudoLanguage) -> DataSourcePlaceholder {
        var placeholder = self
        placeholder.title = title.map(pseudoLanguage.apply)
        placeholder.message = message.map(pseudoLanguage.apply)
        placeholder.buttonTitle = buttonTitle.map(pseudoLanguage.apply)
        return placeholder
    }
}
